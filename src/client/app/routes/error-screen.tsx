export function ErrorScreen() {
  return <h1>Unexpected Application Error!</h1>;
}
