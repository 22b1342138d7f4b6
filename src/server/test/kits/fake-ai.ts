/**
 * The fake AI provider of an API test file (architecture "Tests": only what crosses the network to a
 * third party is faked): the OpenAI-compatible server of `test/fake-openai-server.ts`, started in
 * `beforeAll`, closed in `afterAll`, and with its script and received requests emptied before each
 * test. Not a test file; shared by the features' tests (decision 020), it imports no feature.
 */
import { beforeEach } from "vitest";
import {
  type FakeOpenAiServer,
  type FakeReply,
  type FakeRequestBody,
  startFakeOpenAiServer,
} from "../fake-openai-server.ts";
import { setUpValue } from "../set-up.ts";

/**
 * Registers the fake provider's hooks in the calling file (or `describe`).
 * @param fallback the reply when the script is empty (default: HTTP 500).
 * @returns a stand-in for the server (`baseURL`, `script`, `received`); a harness that writes
 * through it takes its address in `setUpHarness(() => ({ generator: … fake.baseURL … }))`.
 */
export function setUpFakeOpenAi(fallback?: (body: FakeRequestBody) => FakeReply): FakeOpenAiServer {
  const fake = setUpValue(
    () => startFakeOpenAiServer(fallback),
    (server) => server.close(),
    "the fake AI provider",
  );
  beforeEach(() => {
    fake.script = [];
    fake.received = [];
  });
  return fake;
}
