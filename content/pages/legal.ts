import { offer } from "../offer-facts";
import { company, retention, site } from "../site";
import type { PageContent, Section } from "../types";

const unused = `${retention.unusedDays} days`;

/** The company behind the site, from `content/site.ts`: an address only when one is configured. */
const imprint: Section = {
  id: "imprint",
  title: "Imprint",
  tone: "muted",
  blocks: [
    {
      type: "list",
      marker: "bullet",
      items: [
        `Operator of ${site.url.replace(/^https:\/\//, "")}: ${company.legalName}`,
        ...(company.addressLines.length > 0
          ? [`Postal address: ${company.addressLines.join(", ")}`]
          : []),
        `Email: ${company.privacyEmail}`,
      ],
    },
  ],
};

export const privacy: PageContent = {
  eyebrow: "Privacy",
  lead: "What this site keeps about you, why, for how long, who sees it, and how to erase it — in plain words, and true to how the site works.",
  sections: [
    {
      id: "what-we-store",
      title: "What we store, and why",
      intro:
        "Reading the site stores nothing about you with us. We keep data only once you use the contact form or talk to Clarity.",
      blocks: [
        {
          type: "table",
          caption: "What this site stores",
          columns: ["What", "Why", "How long"],
          rows: [
            [
              "A visitor cookie: a random, signed identifier (HttpOnly, so page scripts cannot read it), set when you give the contact form its first answer or send Clarity your first message",
              "To find your draft and conversations again on your next visit. It is not used for advertising or to follow you to other sites.",
              `${retention.cookieDays} days, or until you delete your data`,
            ],
            [
              "Your contact form draft: each answer, saved as you give it",
              "So you can pick up where you left off",
              `${unused} after your last change, unless you send the form`,
            ],
            [
              "A link to finish the contact form later, only if you ask for one: emailed (through Cloudflare) to the address you give. It copies your draft, once, into the browser that opens it, never the requests you already sent; that browser keeps its own visitor cookie, so what is typed there afterwards stays there. A random code for it is kept with your draft; the address is kept only as a one-way hash, to count the links sent to it",
              "So you can finish the form on another device, and so nobody can flood a mailbox with these links",
              `The link works ${retention.resumeLinkDays} days, and stops working once opened, or as soon as you send the form or delete your data; the count is erased after a day`,
            ],
            [
              "Your conversations with Clarity, as our server recorded them: what you sent and what Clarity answered",
              "So the conversation continues where you left it, and so our team can prepare your roadmap",
              `${unused} after the last message, unless it became a lead`,
            ],
            [
              "Leads: a contact form you sent (your details and answers, with your conversations), or a Clarity conversation in which you typed your email address",
              `So our team can contact you and send your roadmap within ${offer.roadmapWithin}`,
              "Until our sales team deletes the lead, or you delete your data",
            ],
            [
              "A count of today's chat messages, per visitor and per network address",
              "To keep the AI chats within a daily limit",
              "Erased after a day",
            ],
            [
              "Where your visit came from: the page you landed on, the referring site's name (not the page), the campaign's utm_ labels in the link, and whether you came by a shared Clarity link or a quick start. Your browser tab keeps it (session storage, gone when the tab closes) and sends it only with your first answer or message; we then keep the first and the latest with your data, and each lead keeps the pair it was made with",
              "So our team knows which pages, sites and campaigns bring requests",
              "As long as the data it came with, or until you delete your data",
            ],
          ],
        },
        {
          type: "text",
          text: "Your light or dark theme choice stays in your browser's local storage and is never sent to us. We use no analytics, advertising or third-party tracking scripts.",
        },
        {
          type: "text",
          text: "What we count, and only as totals: how many people view the home page and /try (the page tells our server once it is shown), start a chat or the form, answer each question, reach the review, send, or give Clarity an email address — per day, source (as above) and phone or desktop. A count holds no identifier, address or anything you typed, so it is not data about you, and it stays when you delete your data. No cookie is set for it, and visits by search engines' and other robots are not counted.",
        },
      ],
    },
    {
      id: "who-sees-it",
      title: "Who sees it",
      blocks: [
        {
          type: "list",
          marker: "bullet",
          items: [
            "Our sales team, in a private inbox that lists leads with their contact details, answers, conversations and roadmap. Drafts and conversations that never became a lead are not in it.",
            "Cloudflare, which hosts the site, handles every request (including your network address) and stores the data above (Workers and Durable Objects), as our processor.",
            "An AI model provider, only when we have configured a hosted model: then each message to Clarity or to the prototype's assistant is sent to that provider, with the recent part of the conversation, under its API terms (which govern whether and how long it keeps prompts). Without one, Clarity runs on built-in engines inside our own server, and your messages are sent nowhere else.",
            "Our sales tools, only when we have configured a webhook: each lead is then also sent to the address our team set up for it.",
            "Nobody else. We do not sell or share your data for advertising.",
          ],
        },
      ],
    },
    {
      id: "erase",
      title: "How to erase it",
      tone: "muted",
      blocks: [
        {
          type: "list",
          marker: "bullet",
          items: [
            'Press "Delete my data" under the Clarity chat or on the contact page. It erases your draft, your conversations and the leads you sent, with where your visits came from, in your own storage and in our sales inbox, and clears the cookie. A link we emailed you to finish the form stops working at once. The totals we count keep their numbers: none of them is yours.',
            `Or email ${company.privacyEmail} and tell us the email address you gave us; we will erase what we hold and confirm.`,
            "Leads already sent to our sales tools by webhook are erased there when you email us.",
            "You can also ask us what we hold about you, or to correct it, at the same address.",
          ],
        },
      ],
    },
    imprint,
  ],
  next: {
    title: "Questions about your data?",
    intro: `Write to ${company.privacyEmail}, or read the terms that go with this policy.`,
    actions: [
      { label: "Read the terms", to: "/terms" },
      { label: "Contact us", to: "/try" },
    ],
  },
};

export const terms: PageContent = {
  eyebrow: "Terms",
  lead: "Plain terms for using this site. By using it you accept them; if you don't, please don't use it.",
  sections: [
    {
      title: "What this site is",
      blocks: [
        {
          type: "text",
          text: `A marketing site for ${company.legalName}'s readiness simulations. It offers ${offer.freeAssessment} with Clarity, our AI agent, a contact form, sample deliverables and a working prototype to try.`,
        },
      ],
    },
    {
      title: "The free assessment and Clarity",
      blocks: [
        {
          type: "list",
          marker: "bullet",
          items: [
            "The assessment is free and commits you to nothing. A simulation is only ever bought under a separate written agreement.",
            "Clarity is an AI. Its answers can be incomplete or wrong, and they are not professional, legal or financial advice. A person on our team reviews every roadmap before it is sent to you.",
            "Please don't share confidential or personal data about others in the chat; a description of your project is enough.",
          ],
        },
      ],
    },
    {
      title: "The prototype and samples",
      blocks: [
        {
          type: "text",
          text: "The working prototype, the sample RFP and the sample specification use invented sample data. They show what a simulation produces; they are not a product you can rely on for real work.",
        },
      ],
    },
    {
      title: "No guarantees",
      tone: "muted",
      blocks: [
        {
          type: "text",
          text: "Figures on this site (costs, durations, savings, returns) describe typical engagements, not promises about yours. We don't guarantee any outcome of a project, and the site is provided as it is, without warranties, to the extent the law allows.",
        },
      ],
    },
    {
      title: "Fair use",
      blocks: [
        {
          type: "text",
          text: "Don't try to break, overload or misuse the site or its chats; we limit how much each visitor can send and may block abuse. The site's text, design and samples belong to us; you may quote and share them with a link.",
        },
      ],
    },
    {
      title: "Changes and contact",
      blocks: [
        {
          type: "text",
          text: `We may update these terms; the version on this page applies. Questions: ${company.privacyEmail}.`,
        },
      ],
    },
    imprint,
  ],
  next: {
    title: "How we handle your data",
    intro: "The privacy policy says what we keep, for how long, and how to erase it.",
    actions: [
      { label: "Read the privacy policy", to: "/privacy" },
      { label: "Contact us", to: "/try" },
    ],
  },
};
