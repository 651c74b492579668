// The slice of autocannon's API the load test uses (the package ships no types).
declare module "autocannon" {
  type Options = { url: string; connections: number; duration: number; pipelining?: number };
  type Result = { errors: number; timeouts: number; non2xx: number; requests: { total: number } };
  type Instance = Promise<Result> & {
    on(
      event: "response",
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): void;
  };
  export default function autocannon(options: Options): Instance;
}
