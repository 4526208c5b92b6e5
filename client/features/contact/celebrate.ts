/**
 * Confetti for 3 s, a burst every 250 ms, at most 50 particles; none with reduced motion.
 * Drawn on the given canvas on the main thread: canvas-confetti's default worker is created from
 * a blob: URL, which the CSP does not allow. Returns a function that stops it early.
 */
export async function celebrate(canvas: HTMLCanvasElement, durationMs = 3000): Promise<() => void> {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const { default: confetti } = await import("canvas-confetti");
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  const end = Date.now() + durationMs;
  const timer = window.setInterval(() => {
    const left = end - Date.now();
    if (left <= 0) {
      window.clearInterval(timer);
      return;
    }
    const particleCount = Math.max(2, Math.round(50 * (left / durationMs)));
    for (const x of [0.2, 0.8]) {
      void fire({
        particleCount: Math.round(particleCount / 2),
        spread: 70,
        startVelocity: 32,
        ticks: 60,
        origin: { x: x + (Math.random() - 0.5) * 0.2, y: 0.2 },
      });
    }
  }, 250);
  return () => {
    window.clearInterval(timer);
    fire.reset();
  };
}
