import { diceCount } from "../../core/dice";
import type { FieldError } from "../../core/result";
import { CARDS_OF, type InputEvent, type Request } from "./types";

/**
 * Whether an input answers the request waiting for it, before it goes into the log: the right
 * kind, dice faces 1-6 and as many as the dice, a Calixto card of the Faction searching, a
 * tie-break among the tied options, an answer among the options offered (C8.2.1, C8.5.3).
 */
export function checkInput(request: Request, event: InputEvent): FieldError[] {
  const wrong = (what: string): FieldError[] => [
    { field: "input", reason: `the app is waiting for ${what}, not ${event.type}` },
  ];
  switch (request.kind) {
    case "dice": {
      if (event.type !== "dice.rolled") return wrong(`${request.spec}`);
      const n = diceCount(request.spec);
      const errors: FieldError[] = [];
      if (event.faces.length !== n)
        errors.push({
          field: "dice",
          reason: `${request.spec} needs ${n} die face${n > 1 ? "s" : ""}, got ${event.faces.length}`,
        });
      event.faces.forEach((f, i) => {
        if (!Number.isInteger(f) || f < 1 || f > 6)
          errors.push({ field: `dice[${i}]`, reason: `a die face is 1 to 6, got ${f}` });
      });
      return errors;
    }
    case "card":
      if (event.type !== "card.drawn") return wrong("the Calixto card you drew");
      return (CARDS_OF[request.faction] as readonly string[]).includes(event.card)
        ? []
        : [
            {
              field: "card",
              reason: `card ${event.card} is not a ${request.faction} card: keep moving cards to the bottom until one of ${CARDS_OF[request.faction].join(", ")} is on top`,
            },
          ];
    case "tieBreak":
      if (event.type !== "tie.broken") return wrong("a random pick");
      return request.among.includes(event.choice)
        ? []
        : [
            {
              field: "choice",
              reason: `${event.choice} is not among the tied options: ${request.among.join(", ")}`,
            },
          ];
    case "question":
      if (event.type !== "question.answered") return wrong("an answer");
      return request.options.some((o) => o.value === event.value)
        ? []
        : [
            {
              field: "answer",
              reason: `choose one of: ${request.options.map((o) => o.label).join("; ")}`,
            },
          ];
    case "eventWork":
      return event.type.startsWith("event.")
        ? []
        : wrong("your work on the Event (choose a space, record changes, or done)");
  }
}
