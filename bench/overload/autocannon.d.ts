// autocannon ships no types; the benches (overload, reads) read only these fields of its result.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    statusCodeStats?: Record<string, { count: number }>;
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
  }): Promise<Result>;
}
