import { useEffect, useRef, useState } from "react";
import { LIVE_PATH, type LiveOrder, parseLiveEvent } from "#app/domain/orders/live-order";

/** Waits before each try to reconnect, growing, so a shop's panels never hammer a Worker that is down. */
const RECONNECT_AFTER_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** A keep-alive every 25 s keeps the connection open through proxies that drop idle ones (about a minute). */
const KEEP_ALIVE_MS = 25_000;

export type LiveState = "connecting" | "live" | "offline";

/**
 * The panel's live connection to its shop (docs/decisions/0030): `onOrder` for each order stored from now on, and
 * `onCatchUp` after a connection that had dropped is open again (orders stored meanwhile were not told, so the page
 * loads its data again). Reconnects by itself; says whether the phone is offline.
 */
export function useLiveOrders(onOrder: (order: LiveOrder) => void, onCatchUp: () => void): LiveState {
  const [state, setState] = useState<LiveState>("connecting");
  const handlers = useRef({ onOrder, onCatchUp });
  handlers.current = { onOrder, onCatchUp };

  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let failures = 0;
    let dropped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let keepAlive: ReturnType<typeof setInterval> | undefined;

    const connect = () => {
      if (stopped) return;
      if (!navigator.onLine) {
        setState("offline");
        return;
      }
      const url = new URL(LIVE_PATH, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const opened = new WebSocket(url);
      socket = opened;
      opened.onopen = () => {
        failures = 0;
        setState("live");
        keepAlive = setInterval(() => opened.send("ping"), KEEP_ALIVE_MS);
        if (dropped) handlers.current.onCatchUp();
      };
      opened.onmessage = (message) => {
        const event = typeof message.data === "string" ? parseLiveEvent(message.data) : null;
        if (event) handlers.current.onOrder(event.order);
      };
      opened.onclose = () => {
        clearInterval(keepAlive);
        if (stopped) return;
        dropped = true;
        setState(navigator.onLine ? "connecting" : "offline");
        retry = setTimeout(connect, RECONNECT_AFTER_MS[Math.min(failures++, RECONNECT_AFTER_MS.length - 1)]);
      };
    };
    const online = () => {
      clearTimeout(retry);
      failures = 0;
      if (!socket || socket.readyState === WebSocket.CLOSED) connect();
    };
    const offline = () => setState("offline");
    window.addEventListener("online", online);
    window.addEventListener("offline", offline);
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(keepAlive);
      window.removeEventListener("online", online);
      window.removeEventListener("offline", offline);
      socket?.close(1000, "page left");
    };
  }, []);
  return state;
}
