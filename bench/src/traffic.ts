import type { CDPSession } from 'playwright';

export type Bytes = { api: number; assets: number };

/**
 * Bytes a page received, as the network counts them (Network.loadingFinished encodedDataLength:
 * compressed bodies plus headers), split by phase and into API calls and the app's own files.
 */
export class Traffic<Phase extends string> {
  readonly bytes = new Map<Phase, Bytes>();
  private readonly urls = new Map<string, string>();
  private lastActivity = performance.now();

  constructor(
    cdp: CDPSession,
    public phase: Phase,
  ) {
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      this.urls.set(requestId, request.url);
      this.lastActivity = performance.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const bytes = this.of(this.phase);
      if (new URL(this.urls.get(requestId) ?? 'http://x/').pathname.startsWith('/api/'))
        bytes.api += encodedDataLength;
      else bytes.assets += encodedDataLength;
      this.settle(requestId);
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => this.settle(requestId));
  }

  of(phase: Phase): Bytes {
    const bytes = this.bytes.get(phase) ?? { api: 0, assets: 0 };
    this.bytes.set(phase, bytes);
    return bytes;
  }

  /** Waits until no request has been in flight for `quietMs` (at most `timeoutMs`). */
  async idle(quietMs: number, timeoutMs = 30_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (this.urls.size === 0 && performance.now() - this.lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  private settle(requestId: string) {
    this.urls.delete(requestId);
    this.lastActivity = performance.now();
  }
}
