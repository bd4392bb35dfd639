export * from "./game-context";
export { getCastroMachine } from "./get-castro.machine";
export { killRasputinMachine } from "./kill-rasputin.machine";
export { sanJuanMachine } from "./san-juan.machine";
