/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1, for tests and benches only
 * (conventions: mock only what crosses the network to a third party, at the boundary).
 *
 * Replies come from a script (one per request, in order), else from `fallback(body)`:
 * `content` (a JSON completion), `status` (an error body with that HTTP status), `stream` (SSE chunks,
 * one per delta, then `[DONE]`) or `hang` (never answers; the connection is destroyed on close).
 * A request with `stream: true` and a `content` reply is streamed word by word.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeReply =
  | { kind: "content"; content: string }
  | { kind: "status"; status: number }
  | { kind: "stream"; deltas: string[] }
  | { kind: "hang" };

export interface FakeRequestBody {
  model: string;
  messages: { role: string; content: string }[];
  max_tokens: number;
  temperature: number;
  stream?: boolean;
}

export interface FakeOpenAiServer {
  /** The base URL to give the generator (ends in /v1). */
  baseURL: string;
  /** Replies still to give, in order; push to script the next requests. */
  script: FakeReply[];
  /** Every request body received, in order. */
  received: FakeRequestBody[];
  close: () => Promise<void>;
}

const chunk = (content: string) => ({
  id: "chatcmpl-fake",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "fake-model",
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});

/**
 * Starts the fake server on a free port of 127.0.0.1.
 * @param fallback the reply when the script is empty (default: HTTP 500).
 */
export async function startFakeOpenAiServer(
  fallback: (body: FakeRequestBody) => FakeReply = () => ({ kind: "status", status: 500 }),
): Promise<FakeOpenAiServer> {
  const hanging: ServerResponse[] = [];
  const state = { script: [] as FakeReply[], received: [] as FakeRequestBody[] };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = "";
    for await (const part of req) raw += part;
    const body = JSON.parse(raw) as FakeRequestBody;
    state.received.push(body);
    let reply = state.script.shift() ?? fallback(body);
    if (reply.kind === "hang") {
      hanging.push(res);
      return;
    }
    if (reply.kind === "status") {
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: `scripted ${reply.status}`, type: "test" } }));
      return;
    }
    if (reply.kind === "content" && body.stream) {
      reply = { kind: "stream", deltas: reply.content.split(/(?<= )/) };
    }
    if (reply.kind === "stream") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const delta of reply.deltas) res.write(`data: ${JSON.stringify(chunk(delta))}\n\n`);
      res.end("data: [DONE]\n\n");
      return;
    }
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({
        id: "chatcmpl-fake",
        object: "chat.completion",
        created: 1_700_000_000,
        model: "fake-model",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: reply.content },
            finish_reason: "stop",
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    get script() {
      return state.script;
    },
    set script(v) {
      state.script = v;
    },
    get received() {
      return state.received;
    },
    set received(v) {
      state.received = v;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
