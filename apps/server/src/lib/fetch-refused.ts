/** Why a fetch did not give a page; `message` is for the learner. */
export type FetchFailure =
  | "url"
  | "address"
  | "redirects"
  | "size"
  | "timeout"
  | "type"
  | "status"
  | "network"
  | "robots";

export class FetchRefused extends Error {
  override name = "FetchRefused";
  readonly reason: FetchFailure;
  constructor(reason: FetchFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}
