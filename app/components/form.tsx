import { useId } from "react";

const FIELD_CLASS =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand aria-invalid:border-red-600";

/** Ties a field to its message, so screen readers read the message with the field. */
function describedBy(message: string | null | undefined, messageId: string) {
  return message ? { "aria-invalid": true as const, "aria-describedby": messageId } : {};
}

/** A field's live message (spec 1 §5), in red under the field. */
function FieldMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

/** What every labelled control gets from its frame: its id, and the message tied to it when there is one. */
type ControlProps = { id: string } & ReturnType<typeof describedBy>;

/**
 * The frame of every labelled field: the label above, an optional hint, the control, and its message under it. A
 * compact field (the bulk rows) has a smaller label.
 */
function LabelledField(props: {
  label: string;
  hint?: string;
  message?: string | null;
  compact?: boolean;
  control: (control: ControlProps) => React.ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={props.compact ? "block text-sm font-semibold" : "block font-semibold"}>
        {props.label}
      </label>
      {props.hint && <p className="text-sm text-stone-600">{props.hint}</p>}
      {props.control({ id, ...describedBy(props.message, messageId) })}
      <FieldMessage id={messageId} message={props.message} />
    </div>
  );
}

/** What an input, a select and a textarea take alike from their field: its name, its value and the two handlers. */
function bound(props: FieldProps) {
  return {
    name: props.name,
    value: props.value,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      props.onChange(e.target.value),
    onFocus: props.onFocus,
  };
}

/** What every text, select and multi-line field takes: its label, its form name, its value and its message. */
type FieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The owner's forms clear a field's message on focus (useLiveForm's clearOnFocus). */
  onFocus?: () => void;
  message?: string | null;
};

type TextFieldProps = FieldProps & {
  /** A bulk row's field: a smaller label, as SelectField's. */
  compact?: boolean;
  type?: "text" | "email" | "password" | "tel" | "date";
  autoComplete?: string;
  inputMode?: "text" | "email" | "numeric" | "tel";
  maxLength?: number;
  autoFocus?: boolean;
  hint?: string;
};

/** A labelled input whose message is announced and tied to it (aria-describedby / aria-invalid). */
export function TextField(props: TextFieldProps) {
  return (
    <LabelledField
      label={props.label}
      hint={props.hint}
      message={props.message}
      compact={props.compact}
      control={(control) => (
        <input
          {...control}
          {...bound(props)}
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          maxLength={props.maxLength}
          // biome-ignore lint/a11y/noAutofocus: only a screen whose one task is this field asks for it
          autoFocus={props.autoFocus}
          className={FIELD_CLASS}
        />
      )}
    />
  );
}

/**
 * An Indian mobile number (a customer's, a client's, a dealer's WhatsApp): typed as 10 digits without +91, as every
 * form of the specs asks; `hint` says more after that rule.
 */
export function PhoneField({
  hint,
  rule = "10 digits, without +91.",
  ...props
}: Omit<TextFieldProps, "type" | "inputMode" | "autoComplete"> & {
  /** The number's rule, said first in the hint (the panel's in the admin's language: `t.kit.phoneRule`). */
  rule?: string;
}) {
  return (
    <TextField {...props} type="tel" inputMode="numeric" autoComplete="off" hint={hint ? `${rule} ${hint}` : rule} />
  );
}

/** A result line: green on success, red on failure (spec 1 §2), read out by screen readers. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  const style =
    tone === "success" ? "border-green-300 bg-green-50 text-green-800" : "border-red-300 bg-red-50 text-red-800";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-lg border px-3 py-2 text-sm font-medium ${style}`}
    >
      {children}
    </p>
  );
}

export function PrimaryButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      {...props}
      className={`w-full rounded-lg bg-brand px-4 py-3 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50 ${props.className ?? ""}`}
    />
  );
}

export function SecondaryButton(props: React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      {...props}
      className={`w-full rounded-lg border border-stone-300 bg-white px-4 py-3 font-semibold text-stone-800 hover:bg-stone-100 ${props.className ?? ""}`}
    />
  );
}

/** A labelled select; the first option is the placeholder ('{label} is required' while it is chosen). */
export function SelectField(
  props: FieldProps & {
    options: readonly { value: string; label: string }[];
    placeholder?: string;
    compact?: boolean;
    hint?: string;
  },
) {
  return (
    <LabelledField
      label={props.label}
      hint={props.hint}
      message={props.message}
      compact={props.compact}
      control={(control) => (
        <select {...control} {...bound(props)} className={FIELD_CLASS}>
          {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A labelled multi-line input with its message, like TextField. */
export function TextAreaField(
  props: FieldProps & {
    rows?: number;
    maxLength?: number;
    placeholder?: string;
  },
) {
  return (
    <LabelledField
      label={props.label}
      message={props.message}
      control={(control) => (
        <textarea
          {...control}
          {...bound(props)}
          rows={props.rows ?? 4}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          className={FIELD_CLASS}
        />
      )}
    />
  );
}

/**
 * A row of radio buttons, each with its label beside it: a 44 px tall target, or as tall as its text where a screen is
 * `compact` (the counter bill's options). The caller's wrapper lays them out.
 */
export function RadioChoices<T extends string>(props: {
  name: string;
  options: readonly { value: T; label: string; disabled?: boolean }[];
  value: T;
  onChange: (value: T) => void;
  compact?: boolean;
}) {
  return props.options.map((o) => (
    <label
      key={o.value}
      className={props.compact ? "flex items-center gap-2" : "inline-flex min-h-11 items-center gap-2"}
    >
      <input
        type="radio"
        name={props.name}
        className="size-5 accent-brand"
        checked={props.value === o.value}
        onChange={() => props.onChange(o.value)}
        disabled={o.disabled}
      />
      {o.label}
    </label>
  ));
}

/** A checkbox with its label beside it, a 44 px tall target. */
export function CheckboxField(props: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  value?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name={props.name}
        value={props.value ?? "1"}
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
        className="size-5 accent-brand"
      />
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
    </div>
  );
}
