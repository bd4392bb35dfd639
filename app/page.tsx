import { HomeRoute } from "./_components/home/home-route";

export default function Home() {
  return <HomeRoute />;
}
