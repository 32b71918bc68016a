import { useCallback, useEffect, useRef, useState } from "react";

/**
 * State kept in localStorage (cart, favourites, customer, last order). The server render and the first client
 * render use `initial`; the stored value is read after mount, so hydration always matches. A value that fails
 * `parse` (corrupted or edited by hand) is treated as absent.
 *
 * A change is written to storage at once, not in a state updater: React runs updaters at its next render, and
 * a page that leaves right after (placing an order opens WhatsApp) must not lose the write.
 */
export function useStoredState<T>(key: string, parse: (raw: unknown) => T, initial: T) {
  const [value, setValue] = useState<T>(initial);
  const [loaded, setLoaded] = useState(false);
  const current = useRef<T>(initial);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per key; initial and parse are the caller's constants
  useEffect(() => {
    let read: T;
    try {
      const raw = window.localStorage.getItem(key);
      read = raw === null ? initial : parse(JSON.parse(raw));
    } catch {
      read = initial;
    }
    current.current = read;
    setValue(read);
    setLoaded(true);
    // `initial` and `parse` are fixed per key; reading again only when the key changes is intended.
  }, [key]);

  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      const resolved = typeof next === "function" ? (next as (c: T) => T)(current.current) : next;
      current.current = resolved;
      try {
        if (resolved === null || resolved === undefined) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(resolved));
      } catch {
        // Private mode or a full storage: the page still works for this visit.
      }
      setValue(resolved);
    },
    [key],
  );

  return [value, update, loaded] as const;
}
