/// <reference lib="webworker" />
// Extra service worker handlers, added to the worker's scope here; worker/sw.ts
// imports this file. Each must cache nothing private (lib/offline/cache-rules.ts).
import { addPushHandlers } from "../../lib/push/worker-handlers";

declare const self: ServiceWorkerGlobalScope;

// Web push reminders: show the notification, open /review when it is tapped.
addPushHandlers(self);
