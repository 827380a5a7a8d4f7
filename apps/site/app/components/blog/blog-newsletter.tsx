import { declareToast } from "@agencia/ui/form-rules";
import { blogNewsletter } from "@agencia/content/blog-page";
import { Button } from "@agencia/ui/button";
import { Icon } from "@agencia/ui/icon";
import { Input } from "@agencia/ui/input";
import { showToast } from "@agencia/ui/toaster";
import type { FormEvent } from "react";

/** The newsletter block of /blog. Not connected yet: submitting only shows the spec's notice. */
export function BlogNewsletter() {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    showToast(blogNewsletter.notice);
  }

  return (
    <section
      aria-labelledby="newsletter-blog-titulo"
      className="px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8 lg:pb-24"
    >
      <div className="max-w-page from-brand-700 via-brand-800 to-ink shadow-elevated mx-auto flex flex-col items-center gap-6 rounded-3xl bg-gradient-to-br px-6 py-12 text-center text-white sm:px-12">
        <span className="flex size-12 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/20">
          <Icon name="Mail" className="size-6" />
        </span>
        <h2 id="newsletter-blog-titulo" className="text-3xl font-bold tracking-tight text-balance">
          {blogNewsletter.title}
        </h2>
        <p className="max-w-xl text-lg text-pretty text-white/80">{blogNewsletter.text}</p>
        <form
          id="newsletter-blog"
          onSubmit={onSubmit}
          {...declareToast("notice", blogNewsletter.notice)}
          className="flex w-full max-w-md flex-col gap-3 sm:flex-row"
          aria-labelledby="newsletter-blog-titulo"
        >
          <label htmlFor="newsletter-blog-email" className="sr-only">
            {blogNewsletter.emailLabel}
          </label>
          <Input
            id="newsletter-blog-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={blogNewsletter.placeholder}
            className="flex-1"
          />
          <Button type="submit" variant="inverse">
            {blogNewsletter.buttonLabel}
          </Button>
        </form>
        <p className="text-sm text-white/70">{blogNewsletter.note}</p>
      </div>
    </section>
  );
}
