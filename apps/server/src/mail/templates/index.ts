// Every e-mail template. A caller renders one and hands it to the mailer with the recipient:
//   mailer.send({ to, locale, template: welcomeTemplate.key, ...welcomeTemplate.render(locale, data) })
export { confirmEmailTemplate, type ConfirmEmailData } from './confirm-email.ts';
export {
  contactAcknowledgementTemplate,
  contactReceivedTemplate,
  type ContactAcknowledgementData,
  type ContactReceivedData,
} from './contact-received.ts';
export { escapeHtml } from './escape-html.ts';
export {
  FOLLOWER_REMINDER_DAYS_BEFORE_END,
  followerReminderTemplate,
  type FollowerReminderData,
} from './follower-reminder.ts';
export type { AmountFormatter } from './formats.ts';
export { latePaymentRefundedTemplate, type LatePaymentRefundedData } from './late-payment-refunded.ts';
export { orderConfirmationTemplate, type OrderConfirmationData } from './order-confirmation.ts';
export { orderDispatchedTemplate, type OrderDispatchedData } from './order-dispatched.ts';
export { orderRefundedTemplate, type OrderRefundedData } from './order-refunded.ts';
export {
  PROJECT_REMINDER_DAYS_BEFORE_END,
  projectReminderTemplate,
  type ProjectReminderData,
} from './project-reminder.ts';
export { projectDecisionTemplate, type ProjectDecisionData } from './project-decision.ts';
export { productionAddressCheckTemplate, type ProductionAddressCheckData } from './production-address-check.ts';
export { productionDelayTemplate, type ProductionDelayData } from './production-delay.ts';
export { quoteRequestTemplate, type QuoteRequestData } from './quote-request.ts';
export { requestAnswerTemplate, type RequestAnswerData } from './request-answer.ts';
export { RESET_PASSWORD_LINK_VALIDITY_MS, resetPasswordTemplate, type ResetPasswordData } from './reset-password.ts';
export { reviewRequestTemplate, type ReviewRequestData } from './review-request.ts';
export {
  SHOP_ORDER_STATUS_EMAILS,
  shopOrderStatusTemplate,
  type ShopOrderStatusData,
  type ShopOrderStatusEmail,
} from './shop-order-status.ts';
export { SIGN_IN_LINK_VALIDITY_MS, signInLinkTemplate, type SignInLinkData } from './sign-in-link.ts';
export { statementReadyTemplate, type StatementReadyData } from './statement-ready.ts';
export { welcomeTemplate, type WelcomeData } from './welcome.ts';
export { newsletterTemplate, type NewsletterData } from './newsletter.ts';
export { newMessagesTemplate, type NewMessagesData } from './new-messages.ts';
export { supportMessagesTemplate, type SupportMessagesData } from './support-messages.ts';
