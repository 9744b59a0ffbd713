export function LandingPage() {
  return <h1>HabitSprint</h1>;
}
