// The autocannon package ships no types; this is the part the benchmarks use.
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request; onResponse?: (status: number, body: string) => void }[];
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    "2xx": number;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  };
  /** A running load: a promise of its result that also reports every response as it arrives. */
  export type Instance = PromiseLike<Result> & {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): Instance;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
