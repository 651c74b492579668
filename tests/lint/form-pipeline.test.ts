import { formActionRule, formCheckedRule } from "../../eslint-rules/form-pipeline.ts";
import { file, refusedWith, ruleTester } from "./rule-tester.ts";

const route = "app/routes/contact.tsx";
const throughPipeline = `export async function action({ request, context }: Route.ActionArgs) {
  return formAction({ request, context }, { schema: contactSchema, rateLimit: "submission" });
}`;

ruleTester.run("local/form-action", formActionRule, {
  valid: [
    file(route, throughPipeline),
    file(
      route,
      `export async function action({ params, request, context }) {
      const { db } = context.get(appContext);
      return formAction({ request, context }, { schema: voteSchema });
    }`,
    ),
    // Outside routes/ the pipeline's own parts are used freely.
    file("app/lib/server/form-action.server.ts", "const body = await readFormBody(request);"),
  ],
  invalid: [
    refusedWith("answer")(
      route,
      `export async function action({ request }) {
      return Response.json({ ok: true });
    }`,
    ),
    refusedWith("answer")(
      route,
      `export const action = async ({ request, context }) => {
      const answer = await formAction({ request, context }, {});
      return answer;
    };`,
    ),
    {
      ...file(
        route,
        `import { parseWithZod } from "@conform-to/zod/v4";
${throughPipeline}
const check = (formData: FormData) => parseWithZod(formData, { schema: contactSchema });`,
      ),
      errors: [{ messageId: "part" }, { messageId: "part" }],
    },
    refusedWith("part")(route, "const verdict = await server.checkRateLimit(env, request, 'submission');"),
  ],
});

// The checks are found through the component's real sibling modules: mail-form-check.tsx calls useForm,
// field.tsx does not.
const mailForm = "app/components/forms/mail-form.tsx";
const postingForm = '<form method="post"><input name="email" /><button>Send</button></form>';

ruleTester.run("local/form-checked", formCheckedRule, {
  valid: [
    file(mailForm, `const loadCheck = () => import("./mail-form-check");\nconst form = ${postingForm};`),
    file(mailForm, `const [form] = useForm({ id: "contact" });\nconst element = ${postingForm};`),
    // Buttons only: nothing to check.
    file(
      mailForm,
      '<form method="post"><input type="hidden" name="token" /><button>Confirm</button></form>;',
    ),
    file(mailForm, '<form method="get"><input name="q" /></form>;'),
  ],
  invalid: [
    refusedWith("unchecked")(mailForm, `import { Field } from "./field";\nconst form = ${postingForm};`),
    refusedWith("unchecked")(mailForm, '<form method="POST"><textarea name="message" /></form>;'),
    refusedWith("unchecked")(mailForm, '<form method="post"><SelectField name="kind" /></form>;'),
  ],
});
