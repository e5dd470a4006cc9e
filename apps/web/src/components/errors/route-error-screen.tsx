export function RouteErrorScreen() {
  return <p role="alert">Something went wrong</p>;
}
