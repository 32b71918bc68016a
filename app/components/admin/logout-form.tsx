import { useEffect, useState } from "react";
import { Form } from "react-router";
import { SIGN_OUT_PUSH_FIELD } from "#app/domain/admin/push-devices";
import { panelSubscription, pushSupported, unsubscribeThisDevice } from "#app/offline/panel-push";

/**
 * The header's Logout. Signing out ends this device's notifications of new orders, so a phone shared by the shop's
 * people stops ringing once nobody is signed in on it. The server does it whatever the page could do: a device
 * belongs to the sign-in it was turned on in and is deleted with it (push-devices.server.ts). Once the scripts have
 * run the form also sends this browser's push address — for a device stored before that rule, which belongs to no
 * sign-in — and the browser's own subscription ends as it is sent.
 */
export function LogoutForm({ label, className }: { label: string; className: string }) {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => {
    if (!pushSupported()) return;
    let current = true;
    panelSubscription()
      .then((subscription) => current && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return (
    <Form
      method="post"
      action="/adminpanel/logout"
      onSubmit={() => {
        if (endpoint) void unsubscribeThisDevice(endpoint);
      }}
    >
      {endpoint && <input type="hidden" name={SIGN_OUT_PUSH_FIELD} value={endpoint} />}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
