import { assistant } from "@agencia/content/tiziana";

const conversation = [
  { from: "client", text: "Hola! ¿Tienen stock de la mesa de roble de 1,80?" },
  { from: "bot", text: "¡Hola! Sí, nos quedan 3 unidades. ¿Querés que te reserve una?" },
  { from: "client", text: "Sí, ¿hacen envíos a Villa Mercedes?" },
  { from: "bot", text: "Hacemos envíos en 48 h. Te paso el link de pago y listo ✅" },
] as const;

/** A static preview of a WhatsApp conversation with the demo assistant, for the home hero. */
export function ChatPreview() {
  return (
    <figure className="shadow-elevated mx-auto w-full max-w-sm rounded-3xl bg-white/10 p-3 ring-1 ring-white/20 backdrop-blur">
      <div className="overflow-hidden rounded-2xl bg-[#efeae2]">
        <figcaption className="bg-whatsapp-strong flex items-center gap-3 px-4 py-3 text-white">
          <span className="flex size-9 items-center justify-center rounded-full bg-white/20 font-bold">
            {assistant.firstName.charAt(0)}
          </span>
          <span className="flex flex-col leading-tight">
            <span className="font-semibold">{assistant.firstName}</span>
            <span className="text-xs text-white/80">en línea · responde al instante</span>
          </span>
        </figcaption>
        <ul className="flex flex-col gap-2 p-4 text-sm text-slate-800">
          {conversation.map((message) => (
            <li
              key={message.text}
              className={
                message.from === "bot"
                  ? "max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-3.5 py-2 shadow-sm"
                  : "max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-[#d9fdd3] px-3.5 py-2 shadow-sm"
              }
            >
              {message.text}
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
