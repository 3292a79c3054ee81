// What Lighthouse's simulated LCP is made of (BENCH_LCP_GRAPH=1 on `npm run bench -- lighthouse`):
// its Lantern model rebuilds the page load as a graph of requests and main-thread tasks and
// simulates it on the mobile preset's network and CPU; the LCP is the end of the last node of the
// graph kept for it. That graph holds every request that finished before the observed paint (all
// but low-priority images), so a download started during the first render and ending just before
// the paint counts in full. Printing the nodes with their simulated times is how the results page
// was found to wait for a below-the-fold photo and two lazy chunks, and the pay page for React's
// download queued behind its own hints (README "Performance budget"). Lighthouse has no public API
// for the graph: this reads its computed-artifact module, pinned by package-lock.json; a Lighthouse
// upgrade that moves it breaks only this option, not the bench's figures.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface GraphNode {
  type: 'network' | 'cpu';
  duration: number;
  request?: { url: string; resourceType?: string; priority?: string; transferSize?: number };
  childEvents?: Array<{ name: string; dur?: number }>;
  getEvaluateScriptURLs?: () => Set<string>;
}
interface Estimate { timeInMs: number; nodeTimings: Map<GraphNode, { startTime: number; endTime: number }> }

/** One line per node of the pessimistic LCP graph, in simulated start order, after the estimate. */
export async function lcpGraphLines(artifacts: Record<string, unknown>, settings: Record<string, unknown>): Promise<string[]> {
  const data = {
    trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings,
    simulator: null, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, HostDPR: artifacts.HostDPR,
  };
  const computed = (await LanternLargestContentfulPaint.request(data as never, { computedCache: new Map(), settings } as never)) as unknown as {
    timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate;
  };
  const lines = [`LCP ${computed.timing.toFixed(0)} ms (optimistic ${computed.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${computed.pessimisticEstimate.timeInMs.toFixed(0)}); the pessimistic graph:`];
  const rows = [...computed.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, time] of rows) {
    const what = node.type === 'network' && node.request
      ? `${node.request.resourceType ?? ''} ${node.request.priority ?? ''} ${node.request.url.split('/').pop()?.slice(0, 60)} ${node.request.transferSize ?? 0} B`
      : `task ${(node.duration / 1000).toFixed(1)} ms observed: ${[...new Set((node.childEvents ?? []).filter((e) => (e.dur ?? 0) > 1000).map((e) => e.name))].slice(0, 4).join(', ')}`;
    lines.push(`${time.startTime.toFixed(0).padStart(6)} → ${time.endTime.toFixed(0).padStart(6)} ms  ${what}`);
  }
  return lines;
}
