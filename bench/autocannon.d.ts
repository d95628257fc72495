// The part of autocannon's API that bench/api.ts uses (the package ships no types).
declare module "autocannon" {
  type Options = {
    url: string;
    method?: "GET" | "POST";
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
  };
  type Histogram = { average: number; mean: number; p50: number; p99: number; max: number; min: number };
  type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram & { p90: number; p97_5: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
