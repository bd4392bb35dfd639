import { render, screen } from "@testing-library/react";
import GamesIndex from "@/app/games/page";
import NotFound from "@/app/not-found";

describe("ways back (no dead ends, also in the installed app without a Back button)", () => {
  it("the not-found page says what happened and links to saved games and the card games", () => {
    render(<NotFound />);
    expect(screen.getByRole("heading", { name: "This page does not exist" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Saved games" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Card games" })).toHaveAttribute("href", "/games");
  });

  it("the card games page links back to the Calixto home", () => {
    render(<GamesIndex />);
    expect(screen.getByRole("link", { name: /saved games/ })).toHaveAttribute("href", "/");
  });
});
