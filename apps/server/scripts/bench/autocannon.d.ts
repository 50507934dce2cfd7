// The autocannon package ships no types; this is the part the catalogue benchmark uses.
declare module "autocannon" {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request) => Request }[];
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
