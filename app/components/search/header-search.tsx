import { Search, X } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form, useNavigate } from "react-router";
import { cn } from "~/lib/utils/cn";
import { maxQueryLength } from "~/lib/search/query";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import type { Suggestions } from "./search-suggestions";

const loadSuggestions = () => import("./search-suggestions");
const nothingFound: Suggestions = { status: "idle", options: [] };

/**
 * The header's search box: a combobox whose dropdown suggests articles as the reader types (ARIA
 * combobox pattern, focus stays in the input). Without JavaScript it is a plain GET form to /search.
 * The dropdown and the search behind it load when a reader first comes to the box (pointer or focus),
 * so the many pages on which nobody searches do not ship them.
 */
export function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const listboxId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  const SearchSuggestions = useLazyComponent(loadSuggestions, wanted);
  const [found, setFound] = useState(nothingFound);
  const { options } = found;

  // New suggestions start with nothing highlighted (state adjusted during render, not in an effect).
  const optionKeys = options.map((option) => option.id).join(" ");
  const [shownOptions, setShownOptions] = useState(optionKeys);
  if (shownOptions !== optionKeys) {
    setShownOptions(optionKeys);
    setActive(-1);
  }

  // What a reader typed before the framework ran is in the box but not in state, and the next render
  // would empty the box: take it over, and answer it as if it had just been typed (decision 140).
  // A box the reader came to before then wants its dropdown as if they had come to it now.
  useEffect(() => {
    const box = input.current;
    if (!box || (!box.value && document.activeElement !== box)) return;
    setWanted(true);
    if (!box.value) return;
    setText(box.value);
    setOpen(box.value.trim() !== "" && document.activeElement === box);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!form.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const expanded = open && found.status !== "idle";
  const activeId = expanded ? options[active]?.id : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (href: string) => {
    setText("");
    close();
    navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      const last = options.length - 1;
      const down = event.key === "ArrowDown";
      setOpen(true);
      if (!expanded) setActive(down ? 0 : last);
      else
        setActive((current) =>
          down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
        );
    } else if (event.key === "Enter" && activeId) {
      event.preventDefault();
      const option = options[active];
      if (option) pick(option.href);
    } else if (event.key === "Escape" && expanded) {
      // Keeps the text: Chromium would otherwise clear a search field on Escape.
      event.preventDefault();
      close();
    }
  };

  return (
    <Form
      ref={form}
      method="get"
      action="/search"
      role="search"
      aria-label="Site search"
      onSubmit={close}
      onPointerEnter={() => setWanted(true)}
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={SearchSuggestions ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        placeholder="Search the future…"
        maxLength={maxQueryLength}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        ref={input}
        value={text}
        onChange={(event) => {
          setWanted(true);
          setText(event.target.value);
          setOpen(event.target.value.trim() !== "");
          setActive(-1);
        }}
        onFocus={() => {
          setWanted(true);
          if (text.trim()) setOpen(true);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-full border border-rule bg-surface pr-9 pl-9 font-sans text-sm text-ink placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            close();
            input.current?.focus();
          }}
          className="absolute top-1/2 right-1.5 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-paper hover:text-ink"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
      {SearchSuggestions && (
        // The component arrives once and is kept in state, so its identity never changes between renders.
        // eslint-disable-next-line react-hooks/static-components
        <SearchSuggestions
          id={`${id}-popup`}
          listboxId={listboxId}
          idPrefix={id}
          text={text}
          open={open}
          active={active}
          onFound={setFound}
          onPick={pick}
          onHover={setActive}
        />
      )}
    </Form>
  );
}
