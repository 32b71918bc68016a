import { useEffect, useState } from "react";
import { Form } from "react-router";
import { SIGN_OUT_PUSH_FIELD } from "#app/domain/admin/push-devices";
import { panelSubscription, pushSupported, unsubscribeThisDevice } from "#app/offline/panel-push";

/**
 * The header's Logout. Signing out ends this device's notifications of new orders, so a phone shared by the shop's
 * people stops ringing once nobody is signed in on it: the form sends this browser's push address (the server removes
 * the admin's device there) and the browser's subscription ends as it is sent. Before the page's scripts run there is
 * no address to send, and the device keeps them (Your Account's Stop ends them).
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
