/** The new shop's URL, as Import a shop and "Restore as a new shop" ask for it (checked on the server, checkImportUrl). */
export function NewShopUrlField({ id, invalid }: { id: string; invalid: boolean }) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        The new shop's URL
      </label>
      <input
        id={id}
        name="url"
        type="text"
        required
        maxLength={64}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2"
      />
    </div>
  );
}
