// My courses (spec 2 §2): filled in by the next layer.
export function MyCourses() {
  return null;
}
