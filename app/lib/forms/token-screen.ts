import type { ShouldRevalidateFunction } from "react-router";
import { postedValue, type FormActionData } from "./form-action-data";

/** What a page behind an emailed link shows: a screen, the token its button posts, and any notice. */
export type TokenScreen<Screen extends string> = {
  screen: Screen;
  token: string | null;
  error: { title: string; message: string } | null;
};

/**
 * The screen after the button's post. Past the rate limit the reader is still asked to confirm, with
 * the token as posted, so they only have to press the button again; a body that cannot be read, or a
 * token that is not one, is the `incomplete` screen.
 */
export function tokenScreenOf<Screen extends string>(
  answer: FormActionData<Screen>,
  incomplete: Screen,
  confirm = "confirm" as Screen,
): TokenScreen<Screen> {
  if (answer.ok) return { screen: answer.done, token: null, error: null };
  if (answer.reason === "limited") {
    const token = answer.result ? String(postedValue(answer.result, "token") ?? "") : null;
    return {
      screen: confirm,
      token,
      error: { title: "Please wait a moment", message: answer.message ?? "" },
    };
  }
  const readable = answer.reason !== "unreadable";
  const error = readable ? null : { title: "That request could not be read", message: answer.message ?? "" };
  return { screen: incomplete, token: null, error };
}

/**
 * A token page's `shouldRevalidate`. The button's answer is the whole next screen, and the form posts
 * to the bare path, so reloading the page's data after it would look up a link without its token (a
 * "link incomplete" 400) and spend the reader's budget of opened links (decision 152) for nothing.
 */
export const keepTokenScreenAfterPost: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod === "POST" ? false : defaultShouldRevalidate);
