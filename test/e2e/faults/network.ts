/**
 * A phone's network between one purchase's browser context and the sandbox: every call to the provider
 * API (`/provider/…`, `/widget/…` and the vault's script on the API origin) and to the card vault's proxy
 * (the card payment and the payout card go through it) passes here, and about one in four is faulted as
 * mobile networks and proxies fault them. Decisions are seeded per call (random.ts), and at least one call
 * in five is faulted: when the draws fall short, the next call is faulted anyway. An offline window fails
 * everything else too (the widget's own code loaded later, the vault's field pages): those failures are
 * noted in the timeline.
 *
 * The vault's secure field pages are not faulted one by one: the sandbox's Collect.js stand-in reports a
 * field empty before its frame loads, so a field whose page failed looks ready to the widget, which cannot
 * tell the customer; only a reload mends it.
 *
 * At the suite's pace (time-scale 0.2) the widget's own waits are five times shorter than the spec's: a
 * 1–4 s delay or a 1–3 s offline window is to it what 5–20 s is at the spec's pace.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Request, Route } from 'playwright-core';
import { between, pick, stream } from './random';
import type { Timeline } from './timeline';

export const FAULT_KINDS = ['reset-before', 'reset-after', 'proxy-502', 'gateway-503', 'delay', 'offline'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How often each fault is drawn, relative to the others. */
const WEIGHTS: readonly (readonly [FaultKind, number])[] = [
  ['reset-before', 2],
  ['reset-after', 2],
  ['proxy-502', 1.5],
  ['gateway-503', 1.5],
  ['delay', 2],
  ['offline', 1],
];

/** The chance that a call is faulted by its own draw. */
const FAULT_PROBABILITY = 0.25;

/** At least this share of calls is faulted (one in five): a purchase whose draws fall short is topped up. */
export const MIN_FAULT_SHARE = 0.2;

/** Offline windows per purchase, at most: each one fails every call for 1–3 s. */
const MAX_OFFLINE_WINDOWS = 2;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A proxy's own error page, as nginx in front of a backend answers: HTML, no CORS headers (the browser
 * then hides the status from the page, which sees a failed fetch), or, for a gateway that adds CORS to
 * every answer (`corsOrigin`), a status the page can read.
 */
function proxyPage(status: number, title: string, corsOrigin: string | null): { status: number; contentType: string; headers: Record<string, string>; body: string } {
  return {
    status,
    contentType: 'text/html',
    headers: corsOrigin ? { 'Access-Control-Allow-Origin': corsOrigin, 'Retry-After': '1' } : {},
    body: `<html><head><title>${status} ${title}</title></head><body><center><h1>${status} ${title}</h1></center><hr><center>nginx</center></body></html>`,
  };
}

export class FaultyNetwork {
  calls = 0;
  faults = 0;
  readonly byKind = new Map<FaultKind, number>();
  /** Calls seen so far by name (method and path, ids left out): a call's draw is its name and occurrence. */
  private readonly seen = new Map<string, number>();
  private offlineUntil = 0;
  private offlineWindows = 0;
  private backOnline: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly weights: readonly (readonly [FaultKind, number])[];

  /** `without`: fault kinds left out (to look at the others while one is being mended). */
  constructor(
    private readonly context: BrowserContext,
    private readonly seed: number,
    private readonly origins: { api: string; vault: string; widget: string },
    private readonly timeline: Timeline,
    without: ReadonlySet<string> = new Set(),
  ) {
    this.weights = WEIGHTS.filter(([kind]) => !without.has(kind));
  }

  async install(): Promise<void> {
    await this.context.route(
      (url) => this.faultable(url),
      (route) => this.handle(route),
    );
    // What else an offline window broke: the widget's own code and page, the vault's secure fields.
    const widget = new URL(this.origins.widget).origin;
    const vault = new URL(this.origins.vault).origin;
    this.context.on('requestfailed', (request) => {
      const url = new URL(request.url());
      const reason = request.failure()?.errorText ?? 'no reason';
      // A request the page dropped itself (a reload, a frame gone) is no failure of the way.
      if (this.stopped || reason === 'net::ERR_ABORTED' || this.faultable(url) || (url.origin !== widget && url.origin !== vault)) return;
      this.timeline.note(`${request.method()} ${url.origin === vault ? 'vault ' : 'widget '}${url.pathname} failed (${reason})`);
    });
  }

  /** Inside an offline window (no reload then: the page would be the browser's own offline page). */
  get offline(): boolean {
    return Date.now() < this.offlineUntil;
  }

  /** The network is well again: no more faults, the offline window (if any) over. What the sandbox saw can be read. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.offlineUntil = 0;
    await this.backOnline;
    await this.context.setOffline(false).catch(() => undefined);
    await this.context.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => undefined);
  }

  /** "7 faults in 29 calls: 2 reset-after, 1 delay, …". */
  summary(): string {
    const kinds = [...this.byKind].map(([kind, count]) => `${count} ${kind}`).join(', ');
    return `${this.faults} faults in ${this.calls} calls${kinds ? `: ${kinds}` : ''}`;
  }

  private faultable(url: URL): boolean {
    if (url.origin === new URL(this.origins.vault).origin) return url.pathname !== '/field.html';
    return url.origin === new URL(this.origins.api).origin && (/^\/(provider|widget)\//.test(url.pathname) || url.pathname === '/vault/collect.js');
  }

  /** "POST orders/{id}/processing" and the like: what a call is, whichever order it is for. */
  private nameOf(request: Request): string {
    const url = new URL(request.url());
    const path = url.pathname.replace(UUID, '{id}').replace(/\/\d+(?=\/|$)/g, '/{n}');
    const vault = url.origin === new URL(this.origins.vault).origin ? 'vault ' : '';
    return `${request.method()} ${vault}${path}`;
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    if (this.stopped || request.method() === 'OPTIONS') return route.continue().catch(() => undefined);
    const name = this.nameOf(request);
    const occurrence = (this.seen.get(name) ?? 0) + 1;
    this.seen.set(name, occurrence);
    this.calls += 1;
    const call = `call ${this.calls} ${name}${occurrence > 1 ? ` (#${occurrence})` : ''}`;
    try {
      if (this.offline) {
        this.count('offline');
        this.timeline.note(`${call} → offline (window)`);
        return await route.abort('internetdisconnected');
      }
      const next = stream(this.seed, `${name}#${occurrence}`);
      let kind = next() < FAULT_PROBABILITY ? this.draw(next) : null;
      const forced = kind === null && this.faults < Math.floor(this.calls * MIN_FAULT_SHARE);
      if (forced) kind = this.draw(next);
      if (kind === null) {
        this.timeline.note(`${call} ok`);
        return await route.continue();
      }
      this.count(kind);
      await this.inject(route, kind, next, `${call} → ${kind}${forced ? ' (forced)' : ''}`);
    } catch {
      // The request went meanwhile (the page reloaded, the widget gave up on it) or the context closed.
    }
  }

  /** A fault by weight; an offline window only while the purchase has some left. */
  private draw(next: () => number): FaultKind | null {
    const choices = this.offlineWindows < MAX_OFFLINE_WINDOWS ? this.weights : this.weights.filter(([kind]) => kind !== 'offline');
    return choices.length > 0 ? pick(next, choices) : null;
  }

  private count(kind: FaultKind) {
    this.faults += 1;
    this.byKind.set(kind, (this.byKind.get(kind) ?? 0) + 1);
  }

  private async inject(route: Route, kind: FaultKind, next: () => number, what: string): Promise<void> {
    switch (kind) {
      case 'reset-before':
        this.timeline.note(what);
        return route.abort('connectionreset');
      case 'reset-after': {
        // The server does the call; its answer is lost on the way back.
        const answer = await route.fetch();
        this.timeline.note(`${what} (the server answered ${answer.status()})`);
        return route.abort('connectionreset');
      }
      case 'proxy-502':
        this.timeline.note(what);
        return route.fulfill(proxyPage(502, 'Bad Gateway', null));
      case 'gateway-503':
        this.timeline.note(what);
        return route.fulfill(proxyPage(503, 'Service Temporarily Unavailable', (await route.request().headerValue('origin')) ?? '*'));
      case 'delay': {
        const ms = between(next, 1_000, 4_000);
        this.timeline.note(`${what} ${ms} ms`);
        await sleep(ms);
        return route.continue();
      }
      case 'offline': {
        const ms = between(next, 1_000, 3_000);
        this.timeline.note(`${what} for ${ms} ms`);
        this.offlineWindows += 1;
        this.offlineUntil = Date.now() + ms;
        await this.context.setOffline(true);
        this.backOnline = sleep(ms).then(async () => {
          await this.context.setOffline(false).catch(() => undefined);
          this.timeline.note('online again');
        });
        return route.abort('internetdisconnected');
      }
    }
  }
}
