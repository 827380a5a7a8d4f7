import preview from "@agencia/storybook-config/preview";
import { expect } from "storybook/test";
import { Faq } from "./faq";

const meta = preview.meta({
  title: "Bloques/Faq",
  component: Faq,
  args: {
    items: [
      {
        question: "¿Necesito conocimientos técnicos para usar un agente de WhatsApp?",
        answer:
          "No. Nosotros lo configuramos, lo conectamos a tu número y lo entrenamos con la información de tu negocio. Vos solo revisás las conversaciones y nos pedís ajustes cuando quieras.",
      },
      {
        question: "¿Cuánto tarda la implementación?",
        answer:
          "Una automatización simple queda funcionando en una o dos semanas. Un agente conversacional con integraciones (agenda, stock, CRM) suele llevar entre tres y seis semanas.",
      },
      {
        question: "¿Puedo pagar en pesos?",
        answer:
          "Sí. Facturamos en pesos argentinos y aceptamos transferencia, Mercado Pago y tarjetas de crédito en cuotas.",
      },
      {
        question: "¿Qué pasa si el agente no sabe responder algo?",
        answer:
          "Deriva la conversación a una persona de tu equipo con todo el contexto, para que el cliente no tenga que repetir nada.",
      },
    ],
  },
  // Every question is shown, every answer closed until its question is opened.
  play: async ({ canvas, args }) => {
    for (const { question, answer } of args.items) {
      await expect(canvas.getByText(question)).toBeVisible();
      await expect(canvas.getByText(answer)).not.toBeVisible();
    }
  },
});

/** All questions closed, as the page loads. */
export const Default = meta.story();

/** One answer open: the chevron turns and the answer shows under its question. */
export const OneOpen = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText("¿Cuánto tarda la implementación?"));
    await expect(canvas.getByText(/Una automatización simple/)).toBeVisible();
  },
});

export const SingleQuestion = meta.story({
  args: {
    items: [
      {
        question: "¿Trabajan con pymes del interior?",
        answer:
          "Sí: tenemos oficinas en San Luis y Buenos Aires y trabajamos a distancia con empresas de todo el país.",
      },
    ],
  },
});
