// The one family of errors the client throws, whatever went wrong:
//
//   ServiceError               anything the service did not do for us
//   ├── ApiProblem             it answered a problem (RFC 9457): status, code, title, detail
//   │   └── StreamProblem      ... when opening an event stream
//   └── ServiceUnreachable     no answer at all, even after the retries
import type { components } from "./schema.js";

export type Problem = components["schemas"]["Problem"];

export class ServiceError extends Error {
  override name = "ServiceError";
}

export class ApiProblem extends ServiceError {
  override name = "ApiProblem";
  readonly status: number;
  /** Stable and machine-readable; undefined when the answer was no problem document. */
  readonly code: string | undefined;
  readonly title: string | undefined;
  readonly detail: string;
  /** The whole problem document (empty when the answer was something else). */
  readonly problem: Partial<Problem>;

  constructor(status: number, problem: Partial<Problem>, fallbackDetail = "") {
    const detail = problem.detail ?? fallbackDetail;
    super(`${status} ${problem.code ?? "(no code)"}: ${detail}`);
    this.status = status;
    this.problem = problem;
    this.code = problem.code;
    this.title = problem.title;
    this.detail = detail;
  }

  /** The problem a response carries (it reads the body). */
  static async from(response: Response): Promise<ApiProblem> {
    return new this(response.status, ...(await readProblem(response)));
  }
}

export class StreamProblem extends ApiProblem {
  override name = "StreamProblem";
}

export class ServiceUnreachable extends ServiceError {
  override name = "ServiceUnreachable";
}

async function readProblem(response: Response): Promise<[Partial<Problem>, string]> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object") return [parsed as Partial<Problem>, ""];
  } catch {
    // A proxy's error page is no problem document: its first words say more than nothing.
  }
  return [{}, text.slice(0, 300)];
}
