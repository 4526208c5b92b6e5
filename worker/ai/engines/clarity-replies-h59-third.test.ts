/**
 * Round h59's third probes, written after the second probes' fixes and played once (first time:
 * 1 of 8 doubts answered; five got "Good to know."). A print shop's ERP lead doubting in the
 * ways that name no doubt: sarcasm, a polite "not for us", an AI that can't know their trade, the
 * accountants' free scoping, a refund if "it won't work", whether anyone is ever told no.
 */
import { describe, expect, it } from "vitest";
import { played } from "./clarity-chat.test-kit";

const printer = "we're a 200 person printing company looking at an ERP";
const replyTo = (doubt: string) => played([printer, doubt]);

describe("doubts that name no doubt", () => {
  it("sarcasm about failures before is the failure before, never 'Good to know.'", () => {
    const { replies } = replyTo(
      'sure, because the last three "transformations" went so well for us',
    );
    expect(replies[1]).toMatch(/the failure the simulation is built to catch/);
    expect(replies[1]).not.toMatch(/Good to know/);
  });

  it("'oh brilliant, another firm…' is a doubt about us", () => {
    const { replies } = replyTo(
      "oh brilliant, another firm that'll tell us we need more consultants",
    );
    expect(replies[1]).toMatch(/working prototype/);
    expect(replies[1]).not.toMatch(/Good to know/);
  });

  it("a polite 'not for us, we know where the problems are': their knowledge is the input", () => {
    const { replies } = replyTo(
      "I appreciate the pitch but I'm not sure this is for us, we know where the problems are",
    );
    expect(replies[1]).toMatch(/Nobody knows your processes better/);
  });

  it("an AI that can't know how their trade runs: the AI is ours, the project stays theirs", () => {
    const { replies, roadmap } = replyTo(
      "how is an AI supposed to understand how a print shop actually runs",
    );
    expect(replies[1]).toMatch(/Nobody knows your processes better/);
    expect(roadmap.project).toBe("ERP");
  });

  it("accountants offering the scoping: answered as the assessment it is", () => {
    const { replies } = replyTo(
      "our accountants offered to scope it for us as part of the audit, honestly that seems enough",
    );
    expect(replies[1]).toMatch(/An assessment, a workshop or an audit/);
    expect(replies[1]).not.toMatch(/Why now, as you put it/);
  });

  it("a refund if 'it won't work' is the no-go, not stopping part way", () => {
    const { replies } = replyTo("if you say it won't work, can we get a partial refund?");
    expect(replies[1]).toMatch(/don't promise your money back/);
    expect(replies[1]).toMatch(/a \*\*Strategic No-Go\*\* is a result/);
    expect(replies[1]).not.toMatch(/stop part way/);
  });

  it("whether anyone is ever told no: the verdict can be no", () => {
    const { replies } = replyTo(
      "be honest, has anyone actually told you no after the simulation or do they all go ahead anyway",
    );
    expect(replies[1]).toMatch(/including no/);
  });

  it("a vendor's own discovery, done already, is the vendor's scoping, not a discovery of theirs", () => {
    const { replies } = played(["SAP already does a discovery for us, why do we need yours"]);
    expect(replies[0]).toMatch(/scope that product/);
    expect(replies[0]).not.toMatch(/head start/);
  });
});
