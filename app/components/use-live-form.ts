import { useState } from "react";

/** A form's messages by field: a string breaks a rule, nothing (or null) is fine. */
export type FieldMessages<V> = Partial<Record<keyof V, string | null | undefined>>;

export type LiveFormOptions<V> = {
  /** Show every field's message from the start (a record being edited, or a form sent back with an error). */
  showAll?: boolean;
  /** Also show the message of a field that holds text before it was touched (settings loaded from the database). */
  showFilled?: boolean;
  /** Applied to every typed value, e.g. typing cut at the field's maximum. */
  normalize?: (name: keyof V, value: string) => string;
  /**
   * Spec 3 §5 (the owner's forms): focusing a field clears its message until it is changed again, and a cleared
   * message no longer holds Submit back (the server checks the same rules again).
   */
  clearOnFocus?: boolean;
};

/**
 * The one live-validation convention of the product (spec 1 §5, spec 2 §5): the form's values, the messages of the
 * same rules the server applies (`check`, from app/domain), a message shown once its field was changed (or sooner, per
 * the options), and `invalid` while any rule is broken, so the submit stays disabled.
 */
export function useLiveForm<V extends Record<string, string>>(
  initial: V,
  check: (values: V) => FieldMessages<V>,
  options: LiveFormOptions<V> = {},
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(
    () => new Set(options.showAll ? Object.keys(initial) : []),
  );
  const [cleared, setCleared] = useState<ReadonlySet<keyof V>>(() => new Set());
  const messages = check(values);

  const touch = (...names: (keyof V)[]) => setTouched((t) => new Set([...t, ...names]));
  const set = (name: keyof V, value: string) => {
    setValues((v) => ({ ...v, [name]: options.normalize ? options.normalize(name, value) : value }));
    touch(name);
    // A change is checked live again, message and all.
    if (cleared.has(name)) setCleared((c) => new Set([...c].filter((n) => n !== name)));
  };
  const clear = (name: keyof V) => {
    if (!cleared.has(name)) setCleared((c) => new Set([...c, name]));
  };
  const messageOf = (name: keyof V): string | null => {
    const message = messages[name];
    if (!message || cleared.has(name)) return null;
    return touched.has(name) || (options.showFilled && values[name] !== "") ? message : null;
  };

  return {
    values,
    messages,
    invalid: (Object.keys(messages) as (keyof V)[]).some((name) => messages[name] && !cleared.has(name)),
    messageOf,
    set,
    touch,
    /** True until the person changed a field. */
    untouched: touched.size === 0,
    /** New values from elsewhere (e.g. a saved customer read after mount), without touching any field. */
    reset: (next: V) => setValues(next),
    /** On a submit the rules refuse: every message shows (none stays cleared). */
    touchAll: () => {
      touch(...(Object.keys(values) as (keyof V)[]));
      setCleared(new Set());
    },
    /** The props of a TextField / SelectField / TextAreaField for `name`. */
    field: (name: keyof V & string) => ({
      name,
      value: values[name],
      message: messageOf(name),
      onChange: (value: string) => set(name, value),
      onFocus: options.clearOnFocus ? () => clear(name) : undefined,
    }),
  };
}
