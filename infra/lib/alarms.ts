import { Alarm, ComparisonOperator, TreatMissingData, type IMetric } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

// Every alarm of the portal has one shape: at or above a threshold for some 5-minute periods,
// missing data counted as fine (no calls, no errors: not a reason to page), notifying the stage's
// alarm topic when there is one.

export interface PortalAlarm {
  metric: IMetric;
  threshold: number;
  evaluationPeriods: number;
  description: string;
  topic?: ITopic;
  /** At or above the threshold unless told (a budget that is itself fine: "passes 200 ms"). */
  comparisonOperator?: ComparisonOperator;
}

export function portalAlarm(
  scope: Construct,
  id: string,
  {
    metric,
    threshold,
    evaluationPeriods,
    description,
    topic,
    comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  }: PortalAlarm,
): Alarm {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods,
    comparisonOperator,
    alarmDescription: description,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
  if (topic) alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
