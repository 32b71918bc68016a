import { useNavigation } from "react-router";
import { Notice } from "../form";

/** The frame of a settings screen: its title, an optional lead line, and the last failure kept on the page. */
export function SettingsScreen(props: {
  title: string;
  lead?: React.ReactNode;
  error?: string | null;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <section aria-labelledby="settings-title" className={`mx-auto space-y-4 ${props.wide ? "max-w-5xl" : "max-w-xl"}`}>
      <div>
        <h1 id="settings-title" className="text-xl font-bold">
          {props.title}
        </h1>
        {props.lead && <div className="mt-1 text-sm text-stone-600">{props.lead}</div>}
      </div>
      {props.error && <Notice tone="error">{props.error}</Notice>}
      {props.children}
    </section>
  );
}

/** A white card around a form or a block of facts. */
export function SettingsCard({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  return (
    <div className={`space-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${className}`}>{children}</div>
  );
}

/** True while this page's form is being posted (the Save button says so and cannot be pressed twice). */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting";
}
