import { DurableObject } from "cloudflare:workers";
import type { LiveEvent } from "#app/domain/orders/live-order";

/** What a panel sends to keep its connection open through proxies; answered without waking the object. */
export const KEEP_ALIVE = { ping: "ping", pong: "pong" } as const;

/**
 * One per shop: holds the WebSockets of the shop's open admin panels and tells each of them of a new order the moment
 * it is stored (docs/decisions/0030). The connections hibernate: an object with panels open and no orders costs
 * nothing, keep-alives are answered by the runtime, and a deploy or eviction only makes the panels reconnect.
 */
export class ShopLive extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(KEEP_ALIVE.ping, KEEP_ALIVE.pong));
  }

  /** A panel's connection (the Worker has checked the admin and the shop before it reaches here). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** Sends `event` to every open panel of the shop; answers how many it reached. */
  announce(event: LiveEvent): number {
    const text = JSON.stringify(event);
    let reached = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
        reached++;
      } catch {
        // A socket closing as we send: its panel reconnects and catches up by loading its page again.
      }
    }
    return reached;
  }

  /** Panels send nothing but keep-alives, which the runtime answers; anything else is ignored. */
  override webSocketMessage(): void {}

  override webSocketClose(socket: WebSocket, code: number, reason: string): void {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed by the runtime.
    }
  }
}
