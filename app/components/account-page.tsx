/**
 * The narrow page of signing in and of a forgotten password: Yaadi's name (a plain link home, as the visitor has no
 * session yet) and the screen's heading above what it asks.
 */
export function AccountPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="mx-auto max-w-sm px-4 py-8">
      <a href="/" className="text-2xl font-extrabold text-brand">
        Yaadi
      </a>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}
