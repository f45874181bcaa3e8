// The phone-frame preview modal that loads the mobile web app (spec 1 §2.3, §9).
//
// The frame is laid out 375 wide (a phone's CSS width) and scaled down to fit beside the page:
//   window width < 1440            0.75  (laptops: 1280, 1366)
//   1440 ≤ window width < 1920     0.78  (1440, 1536, 1600, 1680)
//   window width ≥ 1920            0.85  (full HD and wider)

export const PREVIEW_FRAME_WIDTH = 375;

export const PREVIEW_FRAME_BREAKPOINTS = [
  { minWindowWidth: 1920, scale: 0.85 },
  { minWindowWidth: 1440, scale: 0.78 },
] as const;

export const PREVIEW_FRAME_MIN_SCALE = 0.75;

export function previewFrameScale(windowWidth: number): number {
  return PREVIEW_FRAME_BREAKPOINTS.find((step) => windowWidth >= step.minWindowWidth)?.scale ?? PREVIEW_FRAME_MIN_SCALE;
}
