import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { PUSH_DEVICES_ACTION, PUSH_DEVICES_INTENTS, type PushDevice } from "#app/domain/admin/push-devices";
import { deviceParts } from "#app/domain/push/device-label";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { useWriting } from "#app/i18n/provider";
import {
  notificationsBlocked,
  panelSubscription,
  pushSupported,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from "#app/offline/panel-push";
import { Notice, PrimaryButton } from "../form";
import { SettingsCard } from "./settings-parts";
import { useWithWriteKey, WriteKeyField } from "./write-key";

/** What this browser can do, found after hydration (the server cannot know): the button waits for it. */
type ThisBrowser =
  | { state: "checking" }
  | { state: "unsupported" }
  | { state: "blocked" }
  | { state: "ready"; endpoint: string | null };

/**
 * Your Account's notifications of new orders: "Notify me of new orders" for this device (offered when the deployment
 * sends them and this browser can show them; permission is asked only on the tap), and the admin's devices that get
 * them, each with its Stop. `push` is null when the deployment sends none.
 */
export function NotificationsCard({ push, devices }: { push: { publicKey: string } | null; devices: PushDevice[] }) {
  const t = usePanelTexts().account.push;
  const { locale } = useWriting();
  const fetcher = useFetcher<{ error?: string }>();
  const withWriteKey = useWithWriteKey();
  const [browser, setBrowser] = useState<ThisBrowser>({ state: "checking" });
  const [turningOn, setTurningOn] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return setBrowser({ state: "unsupported" });
    if (notificationsBlocked()) return setBrowser({ state: "blocked" });
    let current = true;
    panelSubscription()
      .then((subscription) => current && setBrowser({ state: "ready", endpoint: subscription?.endpoint ?? null }))
      .catch(() => current && setBrowser({ state: "ready", endpoint: null }));
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => setProblem(fetcher.data?.error ?? null), [fetcher.data]);

  if (!push && devices.length === 0) return null;
  const thisEndpoint = browser.state === "ready" ? browser.endpoint : null;
  const onHere = thisEndpoint !== null && devices.some((device) => device.endpoint === thisEndpoint);
  const busy = turningOn || fetcher.state !== "idle";

  async function turnOn(publicKey: string) {
    setProblem(null);
    setTurningOn(true);
    const subscribed = await subscribeThisDevice(
      publicKey,
      devices.map((device) => device.endpoint),
      locale,
    );
    setTurningOn(false);
    if (!subscribed.ok) {
      if (subscribed.reason === "blocked") setBrowser({ state: "blocked" });
      else setProblem(t.failed);
      return;
    }
    setBrowser({ state: "ready", endpoint: subscribed.fields.endpoint });
    await fetcher.submit(withWriteKey({ intent: PUSH_DEVICES_INTENTS.subscribe, ...subscribed.fields }), {
      method: "post",
      action: PUSH_DEVICES_ACTION,
    });
  }

  return (
    <SettingsCard>
      <div className="space-y-1">
        <h2 className="font-bold">{t.title}</h2>
        <p className="text-sm text-stone-600">{t.hint}</p>
      </div>
      {push &&
        (onHere ? (
          <p className="text-sm font-semibold text-green-800">{t.onHere}</p>
        ) : browser.state === "unsupported" ? (
          <p className="text-sm text-stone-700">{t.unsupported}</p>
        ) : browser.state === "blocked" ? (
          <p className="text-sm text-stone-700">{t.blocked}</p>
        ) : (
          <PrimaryButton
            type="button"
            disabled={browser.state === "checking" || busy}
            onClick={() => turnOn(push.publicKey)}
          >
            {busy ? t.turningOn : t.turnOn}
          </PrimaryButton>
        ))}
      {problem && <Notice tone="error">{problem}</Notice>}
      {devices.length > 0 && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">{t.devices}</h3>
          <ul className="divide-y divide-stone-100 text-sm">
            {devices.map((device) => (
              <DeviceRow key={device.id} device={device} here={device.endpoint === thisEndpoint} />
            ))}
          </ul>
        </div>
      )}
    </SettingsCard>
  );
}

/** A device with notifications on, and its Stop (which ends this browser's subscription too when it is this one). */
function DeviceRow({ device, here }: { device: PushDevice; here: boolean }) {
  const t = usePanelTexts().account.push;
  const fetcher = useFetcher<{ error?: string }>();
  const { browser, system } = deviceParts(device.deviceLabel);
  const name = t.device(browser, system);
  const busy = fetcher.state !== "idle";
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
      <div className="min-w-0">
        <p className="font-semibold">
          {name}
          {here && (
            <span className="ml-2 rounded bg-brand-soft px-1.5 py-0.5 text-xs font-semibold text-brand-ink">
              {t.thisDevice}
            </span>
          )}
        </p>
        <p className="text-stone-600">
          {t.since(device.createdAt)}
          {device.lastSentAt !== null && <> · {t.lastSent(device.lastSentAt)}</>}
        </p>
      </div>
      <fetcher.Form
        method="post"
        action={PUSH_DEVICES_ACTION}
        onSubmit={async (event) => {
          if (!here) return;
          // This browser's own subscription ends first, so no notification arrives after the admin said Stop.
          event.preventDefault();
          const form = event.currentTarget;
          await unsubscribeThisDevice(device.endpoint);
          await fetcher.submit(form);
        }}
      >
        <WriteKeyField />
        <input type="hidden" name="intent" value={PUSH_DEVICES_INTENTS.stop} />
        <input type="hidden" name="subscriptionId" value={device.id} />
        <button
          type="submit"
          disabled={busy}
          aria-label={t.stopOn(name)}
          className="min-h-11 rounded-lg px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50"
        >
          {busy ? t.stopping : t.stop}
        </button>
      </fetcher.Form>
      {fetcher.data?.error && fetcher.state === "idle" && <Notice tone="error">{fetcher.data.error}</Notice>}
    </li>
  );
}
