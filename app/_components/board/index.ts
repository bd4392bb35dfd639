/** The board screen's parts, for reuse (the NP turn runner shows the same map and editor). */
export { BoardView, type BoardViewProps } from "./board-view";
export { DerivedPanel } from "./derived-panel";
export { type GamePanelContext, GameScreen, type GameScreenProps } from "./game-screen";
export { SpaceEditor, type SpaceEditorProps } from "./space-editor";
export { describeSpace, SpaceTile } from "./space-tile";
export { type Commit, useBoardEdit } from "./use-board-edit";
