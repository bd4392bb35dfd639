export default function Home() {
  return (
    <main className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-semibold">Calixto assistant</h1>
      <p className="mt-2 text-stone-600 dark:text-stone-400">
        A companion for solitaire Cuba Libre with the Calixto Non-Player system.
      </p>
    </main>
  );
}
