/**
 * Loads the Worker's module graph while the test file is collected, so the first request of each
 * file does not pay for it inside one test's time limit. Each file runs in a fresh Worker, and
 * loading its few hundred modules through Vite's module runner takes seconds on a loaded machine:
 * billed to whichever test happened to send the first request, that made a slow first test time
 * out at random. The request handler then finds every module already loaded.
 */
import "../../worker/index";
