// Placeholder until the page is built (foundation issue); replaced by its owner.
export default function Page() {
  return <div className="p-8">privacy-page</div>;
}
