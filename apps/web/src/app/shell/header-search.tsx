import { useId, useRef, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { CloseButton } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { useKeepTyped } from "@/lib/keep-typed";

/**
 * The header's search box (docs/shop-rules.md#shell): Enter or the button opens /search?search={text}, only
 * when there is text; on /search it shows the current search.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const urlText = pathname === "/search" ? (params.get("search") ?? "") : "";
  const [text, setText] = useState(urlText);
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    setText(urlText);
  }

  useKeepTyped(input, setText);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = (input.current?.value ?? text).trim();
    if (!query) return;
    input.current?.blur();
    navigate(`/search?${new URLSearchParams({ search: query })}`);
  }

  return (
    // Before the page's scripts run, the browser itself sends the form to /search.
    <form role="search" action="/search" method="get" onSubmit={submit} className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        Search the shop
      </label>
      <input
        ref={input}
        id={inputId}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search any item"
        enterKeyHint="search"
        autoComplete="off"
        className={`h-10 w-full rounded-full border border-sand bg-white/80 ${text ? "pr-20" : "pr-11"} pl-4 text-[14px] text-ink placeholder:text-ink-muted/80 focus:border-maroon/50 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-saffron-deep md:h-11 [&::-webkit-search-cancel-button]:appearance-none`}
      />
      {text && (
        <CloseButton
          label="Clear search"
          iconSize={16}
          onClick={() => {
            setText("");
            input.current?.focus();
          }}
          className="absolute top-1/2 right-10 h-8 w-8 -translate-y-1/2 text-ink-muted hover:text-maroon md:right-11"
        />
      )}
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1/2 right-1 inline-flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-full bg-maroon text-ivory hover:bg-maroon-dark md:h-9 md:w-9"
      >
        <SearchIcon size={17} />
      </button>
    </form>
  );
}
