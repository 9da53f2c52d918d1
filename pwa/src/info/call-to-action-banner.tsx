import { Link } from 'react-router';

interface BannerLink {
  to: string;
  label: string;
}

/** The closing banner of the home and about pages: a heading, a line and two ways onward. */
export function CallToActionBanner(props: {
  title: string;
  text: string;
  primary: BannerLink;
  secondary: BannerLink;
  className?: string;
}) {
  return (
    <section className={`mx-auto max-w-6xl px-4 sm:px-6 lg:px-8 ${props.className ?? 'py-16'}`}>
      <div className="rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 p-8 text-center text-white sm:p-12">
        <h2 className="text-2xl font-bold sm:text-3xl">{props.title}</h2>
        <p className="mx-auto mt-3 max-w-xl text-brand-100">{props.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link
            to={props.primary.to}
            className="rounded-xl bg-white px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {props.primary.label}
          </Link>
          <Link
            to={props.secondary.to}
            className="rounded-xl border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            {props.secondary.label}
          </Link>
        </div>
      </div>
    </section>
  );
}
