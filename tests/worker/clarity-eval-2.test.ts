/**
 * The scripted prospects of tests/worker/clarity-eval/, half two of 2, played through
 * POST /api/clarity and scored (clarity-eval/play.ts).
 */
import { describeEval } from "./clarity-eval/play";

describeEval(1);
